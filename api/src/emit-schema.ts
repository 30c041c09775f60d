import fs from 'node:fs/promises';
import path from 'node:path';
import { buildAppSchema } from './features.js';
import { printAppSchema } from './graphql/print.js';

// `npm run schema`: writes the schema the resolvers define to ./schema.graphql (committed; a test checks it is fresh).
const out = path.resolve(import.meta.dirname, '../../schema.graphql');
const schema = await buildAppSchema();
await fs.writeFile(out, printAppSchema(schema));
console.log(`wrote ${path.relative(process.cwd(), out)}`);
