import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import site from './eslint-rules/lazy-client-islands.mjs';

const downward = (...group) => ({ group, message: 'Imports point downward.' });

// Server code that must never reach the browser (each starts with `import 'server-only'`); browser
// code imports the small modules beside it instead (lib/centers/nearest, states, phone).
const SERVER_ONLY_MESSAGE =
  'Server-only module: browser code imports the small client modules beside it.';
const serverOnlyPaths = [
  '@/lib/log',
  '@/lib/config',
  '@/lib/centers',
  '@/lib/centers/model',
  '@/lib/platform',
  '@/lib/platform/index',
  '@/lib/platform/upstream',
  '@/lib/platform/embedded',
  '@/lib/platform/store',
  'pino',
].map((name) => ({ name, allowTypeImports: true, message: SERVER_ONLY_MESSAGE }));
const serverOnlyPatterns = {
  group: ['@/lib/cms', '@/lib/cms/*', '@/lib/http/*'],
  allowTypeImports: true,
  message: SERVER_ONLY_MESSAGE,
};

// Every in-site link keeps the page's language: it goes through SiteLink, not next/link.
const siteLinkOnly = {
  name: 'next/link',
  message: "Link with SiteLink (components/SiteLink.client.tsx): it keeps the page's language.",
};
const linkingPaths = [...serverOnlyPaths, siteLinkOnly];
const lazyClientIslands = [
  'error',
  { shared: ['components/SiteLink.client.tsx', 'components/usePageLocale.client.ts'] },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Safari drops list semantics from lists styled with list-style: none unless the role is explicit.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'] }],
    },
  },
  {
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'next/*', '!next/cache'],
              message: 'lib/ never imports React.',
            },
            {
              group: [
                '@/app/*',
                '@/screens/*',
                '@/blocks/*',
                '@/forms/*',
                '@/components/*',
                '@/stores/*',
              ],
              message: 'Imports point downward: lib/ is the bottom layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}', 'stores/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: linkingPaths,
          patterns: [
            downward('@/app/*', '@/screens/*', '@/blocks/*', '@/forms/*'),
            serverOnlyPatterns,
          ],
        },
      ],
    },
  },
  {
    files: ['forms/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: linkingPaths,
          patterns: [downward('@/app/*', '@/screens/*', '@/blocks/*'), serverOnlyPatterns],
        },
      ],
    },
  },
  {
    // The engine serves every form, so it knows none of them.
    files: ['forms/engine/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: linkingPaths,
          patterns: [
            downward('@/app/*', '@/screens/*', '@/blocks/*'),
            serverOnlyPatterns,
            {
              group: ['**/enquiries', '**/enquiries/*', '**/birthday/*', '**/season-pass/*'],
              message:
                'The form engine imports no form: forms build on the engine, not the other way.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['blocks/**/*.{ts,tsx}'],
    plugins: { site },
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [siteLinkOnly], patterns: [downward('@/app/*', '@/screens/*')] },
      ],
      'site/lazy-client-islands': lazyClientIslands,
    },
  },
  {
    files: ['screens/**/*.{ts,tsx}'],
    plugins: { site },
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [siteLinkOnly], patterns: [downward('@/app/*')] },
      ],
      'site/lazy-client-islands': lazyClientIslands,
    },
  },
  {
    files: [
      'blocks/**/*.client.tsx',
      'blocks/**/*.lazy.tsx',
      'screens/**/*.client.tsx',
      'screens/**/*.lazy.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: linkingPaths,
          patterns: [downward('@/app/*', '@/screens/*'), serverOnlyPatterns],
        },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [siteLinkOnly] }] },
  },
  {
    // The one place next/link is used: the link every other module renders.
    files: ['components/SiteLink.client.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: serverOnlyPaths,
          patterns: [
            downward('@/app/*', '@/screens/*', '@/blocks/*', '@/forms/*'),
            serverOnlyPatterns,
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
];

export default config;
