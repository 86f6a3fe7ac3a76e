// typescript-eslint needs TypeScript's JavaScript compiler API, which the native compiler
// (`typescript` 7, used for `tsc`) does not have. ESLint alone loads TypeScript 5.9, installed
// under the alias `typescript5`: this sends its `require('typescript')` there.
import Module from 'node:module'

const typescriptRequest = /^typescript(\/|$)/
const resolveFilename = Module._resolveFilename
Module._resolveFilename = function (request, ...rest) {
  const target =
    typeof request === 'string' ? request.replace(typescriptRequest, 'typescript5$1') : request
  return resolveFilename.call(this, target, ...rest)
}
