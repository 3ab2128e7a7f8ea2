// Generates the web client's types (src/web/lib/api-schema.ts, not committed) from the committed API
// document (docs/api/openapi.json) with openapi-typescript. Run by `npm run typecheck` and
// `npm run api:doc`; the build does not need it (the types are erased).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(import.meta.dirname, '..');
const document = JSON.parse(readFileSync(path.join(root, 'docs/api/openapi.json'), 'utf8'));
const header =
  '// Generated from docs/api/openapi.json by scripts/api-types.mjs (openapi-typescript). Do not edit.\n\n';
writeFileSync(path.join(root, 'src/web/lib/api-schema.ts'), header + astToString(await openapiTS(document)));
