import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

// eslint-config-next already registers the jsx-a11y plugin with a handful of rules; we turn on
// the whole recommended set on top (registering the plugin twice would be an error).
// The files eslint-config-next registers its plugins for.
const SOURCE = ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'];

const config = [
  ...nextVitals,
  ...nextTs,
  { files: SOURCE, rules: jsxA11y.flatConfigs.recommended.rules },
  // A scrollable region (a wide table on a phone) must be focusable to be scrolled by keyboard.
  {
    files: SOURCE,
    rules: {
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  // A static export has no image optimiser at request time: artwork is SVG, and owner photos are
  // pre-optimised into <picture> sets by scripts/optimize-images.mjs. So <img> is right here.
  { files: SOURCE, rules: { '@next/next/no-img-element': 'off' } },
  // The layers (docs/architecture.md): data flows content -> lib -> components -> app, never back.
  // content/ is the owner's data and imports only other content/; lib/ is logic any layer may
  // call, so it never reaches up into the UI; components never reach into routes.
  {
    files: SOURCE,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './content',
              from: ['./lib', './components', './app', './scripts'],
              message:
                'content/ holds data only: it may import other content/ files, nothing else of ours.',
            },
            {
              target: './lib',
              from: ['./components', './app'],
              message: 'lib/ sits below the UI: move the shared piece into lib/ or content/.',
            },
            {
              target: './components',
              from: ['./app'],
              message:
                'components/ sit below the routes: move the shared piece into components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  // A language is a folder (docs/adding-a-language.md): a component takes its words from the
  // registry by locale and never asks which language it is in, so a third language needs no
  // component edited. Comparing a `locale` with a language's code ('hi'), or switching on it, is
  // therefore an error in components/ (looping over the other locales is not).
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'BinaryExpression[operator=/^[!=]==?$/]:matches([left.name=/^locale$/i][right.type="Literal"], [left.property.name=/^locale$/i][right.type="Literal"], [right.name=/^locale$/i][left.type="Literal"], [right.property.name=/^locale$/i][left.type="Literal"])',
          message:
            'No component tests which language it is in: put the words (or the choice) in the texts registry, one entry per locale.',
        },
        {
          selector:
            'SwitchStatement:matches([discriminant.name=/^locale$/i], [discriminant.property.name=/^locale$/i])',
          message:
            'No component switches on the language: put the words (or the choice) in the texts registry, one entry per locale.',
        },
      ],
    },
  },
  // Playwright fixtures call `use()`, which is not the React hook of that name.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // CommonJS config files read by tools that do not load ES modules.
  { files: ['*.config.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      '.wrangler/**',
      '.e2e/**',
      '.bench/**',
      'reports/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'public/**',
    ],
  },
];

export default config;
