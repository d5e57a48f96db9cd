import { config } from 'zod';

// zod compiles its object parsers with `new Function` unless told not to, and probes for it when the first object
// schema is built; the Content-Security-Policy (`script-src 'self'`) refuses that probe, which Chromium reports as
// a CSP issue (Lighthouse best practices). Imported first by start-app.tsx, before any schema exists (ADR 018).
config({ jitless: true });
