// A page's chunk name is written once, as `chunk` in its `defineRemoteRoutes` entry: this loader
// gives the entry's `import()` that name as its `webpackChunkName` before the file is compiled, so
// the build's chunk, `route-chunks.json`'s key and the route's `handle.chunk` cannot disagree
// (docs/performance.md "Route chunks").
const ts = require('typescript');

/** Chunk names the loader writes into a comment: lower-case words joined by `-`. */
const CHUNK_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The initializer of an object literal's property `name`, if it has one written `name: …`. */
function propertyValue(object, name) {
  const property = object.properties.find(
    (p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
  );
  return property?.initializer;
}

/** Every `import(…)` call under `node`. */
function importCalls(node) {
  const calls = [];
  const visit = (child) => {
    if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword)
      calls.push(child);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return calls;
}

/**
 * Adds `/* webpackChunkName: "<chunk>" *\/` to the `import()` of every object literal of `source`
 * that has both a `chunk` and a `load` property (a page entry of `defineRemoteRoutes`).
 * @param {string} source a remote's `src/exposes/routes.tsx` (or `.ts`/`.js`)
 * @param {string} fileName its path (the extension selects the parser)
 * @returns {{ code: string, chunks: string[], errors: string[] }} the rewritten source, the chunk
 *   names in source order, and what is wrong (Chinese): a `chunk` that is not a string literal or
 *   not a plain name, an `import()` that already names its chunk (the name would be written twice)
 */
function nameRouteChunks(source, fileName) {
  const kind = /\.tsx$/.test(fileName)
    ? ts.ScriptKind.TSX
    : /\.ts$/.test(fileName)
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JSX;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const inserts = [];
  const chunks = [];
  const errors = [];
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const chunk = propertyValue(node, 'chunk');
      const load = propertyValue(node, 'load');
      if (chunk && load) {
        const where = `${fileName}:${file.getLineAndCharacterOfPosition(chunk.getStart()).line + 1}`;
        const name = ts.isStringLiteralLike(chunk) ? chunk.text : undefined;
        if (name === undefined) errors.push(`${where} 的 chunk 须是字符串字面量`);
        else if (!CHUNK_NAME.test(name))
          errors.push(`${where} 的 chunk '${name}' 须是小写单词与 -`);
        else {
          chunks.push(name);
          for (const call of importCalls(load)) {
            const argument = call.arguments[0];
            if (!argument) continue;
            const before = source.slice(call.arguments.pos, argument.getStart());
            if (/webpackChunkName/.test(before))
              errors.push(`${where} 的 import() 自带 webpackChunkName；chunk 名只写在 chunk 字段`);
            else
              inserts.push({ at: argument.getStart(), text: `/* webpackChunkName: "${name}" */ ` });
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let code = source;
  for (const { at, text } of inserts.sort((a, b) => b.at - a.at))
    code = code.slice(0, at) + text + code.slice(at);
  return { code, chunks, errors };
}

/**
 * The webpack loader: rewrites the routes file with `nameRouteChunks`; each problem fails the build.
 * @this {import('webpack').LoaderContext<{}>}
 * @param {string} source
 * @returns {string}
 */
function routeChunkNameLoader(source) {
  const { code, errors } = nameRouteChunks(source, this.resourcePath);
  for (const message of errors) this.emitError(new Error(`routeChunkNameLoader: ${message}`));
  return code;
}

module.exports = routeChunkNameLoader;
module.exports.nameRouteChunks = nameRouteChunks;
