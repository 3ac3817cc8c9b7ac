// CommonJS on purpose: a jest.config.ts would need ts-node just to be read.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // The marker package throws outside React's server build; tests run the modules in Node.
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
  },
};

// Two projects (docs/testing.md):
// - unit: lib/, functions/ and components, in jsdom; needs no build;
// - export: the built site as a crawler reads it, every HTML file of out/ from disk, in Node;
//   `npm run build` first (npm test builds before it runs them).
const unit = createJestConfig({
  ...shared,
  displayName: 'unit',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  collectCoverageFrom: ['lib/**/*.{ts,tsx}'],
});
const exported = createJestConfig({
  ...shared,
  displayName: 'export',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/export'],
});

module.exports = async () => ({ projects: [await unit(), await exported()] });
