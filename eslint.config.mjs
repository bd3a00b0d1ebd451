import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

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
              group: ['@/app/*', '@/blocks/*', '@/forms/*', '@/components/*', '@/stores/*'],
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
          patterns: [
            { group: ['@/app/*', '@/blocks/*', '@/forms/*'], message: 'Imports point downward.' },
          ],
        },
      ],
    },
  },
  {
    files: ['blocks/**/*.{ts,tsx}', 'forms/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app/*'], message: 'Imports point downward.' }] },
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
