/**
 * The import boundaries of src/ (README, "Layout"), and no cycle in src/ or emulator/, checked by
 * `npm run lint`. Type-only imports count: a cycle through types still couples the modules.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'No import cycles in src/ or emulator/, type-only imports included.',
      from: { path: '^(src|emulator)/' },
      to: { circular: true }
    },
    {
      name: 'platform-stands-alone',
      severity: 'error',
      comment:
        'src/platform/ is the Web API client: it imports nothing else of ours but src/network/.',
      from: { path: '^src/platform/' },
      to: { path: '^src/', pathNot: '^src/(platform|network)/' }
    },
    {
      name: 'network-stands-alone',
      severity: 'error',
      comment:
        'src/network/ (proxies, connection failures) serves every client: it imports nothing of ours.',
      from: { path: '^src/network/' },
      to: { path: '^src/', pathNot: '^src/network/' }
    },
    {
      name: 'github-stands-alone',
      severity: 'error',
      comment:
        "src/github/ is GitHub's API: it imports nothing of ours but src/action/ and src/network/.",
      from: { path: '^src/github/' },
      to: { path: '^src/', pathNot: '^src/(github|action|network)/' }
    },
    {
      name: 'action-serves-every-mode',
      severity: 'error',
      comment: 'src/action/ is shared by every mode: it never imports a mode or main.ts.',
      from: { path: '^src/action/' },
      to: { path: '^src/(modes/|main\\.ts|index\\.ts)' }
    },
    {
      name: 'action-below-github',
      severity: 'error',
      comment:
        "src/github/ builds on src/action/, not the other way; the mode context names the GitHub client's type only.",
      from: { path: '^src/action/' },
      to: { path: '^src/github/', dependencyTypesNot: ['type-only'] }
    },
    {
      name: 'mode-not-main',
      severity: 'error',
      comment: 'A mode never imports main.ts (main imports the modes).',
      from: { path: '^src/modes/' },
      to: { path: '^src/(main|index)\\.ts$' }
    },
    {
      name: 'mode-not-another-mode',
      severity: 'error',
      comment: 'A mode never imports another mode: what two modes share belongs in src/action/.',
      from: { path: '^src/modes/([^/]+)/' },
      to: { path: '^src/modes/', pathNot: '^src/modes/$1/' }
    }
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    reporterOptions: {
      text: { highlightFocused: true }
    }
  }
}
