import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

// eslint-config-next already registers the jsx-a11y plugin with a handful of rules; we turn on
// the whole recommended set on top (registering the plugin twice would be an error).
// The files eslint-config-next registers its plugins for.
const SOURCE = ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'];

/** A component asking which language it is in (see the components/ block below). */
const NO_LANGUAGE_TESTS = [
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
];

/**
 * Strings allowed between texts in JSX: punctuation and symbols, which no language translates
 * here. react/jsx-no-literals compares each string trimmed and whole, so ' · ' is '·' but '· —'
 * needs an entry of its own.
 */
// prettier-ignore
const PUNCTUATION = [
  '·', '–', '—', '→', '₹', '×', '/', ':', ',', '.', '(', ')', '“', '”', '*', '|', '-', '+', '…',
  // A name every language writes the same (the Hindi texts say WhatsApp too).
  'WhatsApp',
];

/** A letter of any script: what makes a string words rather than punctuation. */
const LETTER = '/\\p{L}/u';
/** The attributes a visitor reads or hears: alt, title, placeholder, headings, any *label. */
const READ_PROP = '/^(alt|title|placeholder|eyebrow|subtitle|heading|caption)$|[lL]abel$/';
const WORDS_MESSAGE =
  'Words live in content/ (docs/words.md): take this text from a content file or the dictionary.';

/**
 * Words react/jsx-no-literals does not see: in an attribute a visitor reads (it skips every
 * attribute, className and href included), and in a choice between two texts inside the markup.
 */
const NO_WORDS_ELSEWHERE = [
  `JSXAttribute[name.name=${READ_PROP}] > Literal[value=${LETTER}]`,
  `JSXAttribute[name.name=${READ_PROP}] > JSXExpressionContainer > Literal[value=${LETTER}]`,
  `JSXAttribute[name.name=${READ_PROP}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${LETTER}]`,
  `JSXAttribute[name.name=${READ_PROP}] > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${LETTER}]`,
  `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${LETTER}]`,
  // react/jsx-no-literals skips a template literal directly inside a fragment.
  `JSXFragment > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${LETTER}]`,
].map((selector) => ({ selector, message: WORDS_MESSAGE }));

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: SOURCE,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable region (a wide table on a phone) must be focusable to be scrolled by keyboard.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
      // A static export has no image optimiser at request time: artwork is SVG, and owner photos
      // are pre-optimised into <picture> sets by scripts/optimize-images.mjs. So <img> is right.
      '@next/next/no-img-element': 'off',
      // The layers (docs/architecture.md): data flows content -> lib -> components -> app, never
      // back. content/ is the owner's data and imports only other content/; lib/ is logic any
      // layer may call, so it never reaches up into the UI; components never reach into routes.
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
    rules: { 'no-restricted-syntax': ['error', ...NO_LANGUAGE_TESTS, ...NO_WORDS_ELSEWHERE] },
  },
  // Words live in content/ (docs/words.md): a word a visitor reads (or the owner, in the inbox)
  // written into the markup of a component or a page is an error. Punctuation and symbols between
  // texts are not words; attributes are checked by name (NO_WORDS_ELSEWHERE, in the block above
  // for components/ and below for app/), as className, href or type are read by no one.
  {
    files: ['components/**/*.tsx', 'app/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'react/jsx-no-literals': [
        'error',
        { noStrings: true, ignoreProps: true, allowedStrings: PUNCTUATION },
      ],
    },
  },
  {
    files: ['app/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...NO_WORDS_ELSEWHERE] },
  },
  // Links prefetch on intent (components/ui/link.tsx): every link of the site goes through it.
  {
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: "Use components/ui/link.tsx's Link: it prefetches on intent, not on sight.",
            },
          ],
        },
      ],
    },
  },
  // Playwright fixtures call `use()`, which is not the React hook of that name.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // CommonJS config files read by tools that do not load ES modules.
  { files: ['*.config.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    // eslint-config-next ignores .next/, out/ and next-env.d.ts already.
    ignores: [
      '.wrangler/**',
      '.e2e/**',
      '.bench/**',
      'reports/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
    ],
  },
];

export default config;
