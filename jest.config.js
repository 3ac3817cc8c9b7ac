// CommonJS on purpose: a jest.config.ts would need ts-node just to be read.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

module.exports = createJestConfig({
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // The marker package throws outside React's server build; tests run the modules in Node.
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
  },
  collectCoverageFrom: ['lib/**/*.{ts,tsx}'],
});
