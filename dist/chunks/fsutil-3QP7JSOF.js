import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  lockPathFor,
  protocolPathProblem,
  readIfExists,
  readProtocolFile,
  requireProtocolPath,
  withLock,
  writeFileAtomic,
  writeProtocolFile
} from "./chunk-YAJ6PI5B.js";
import "./chunk-OBKVNHAI.js";
import "./chunk-7XZO6OSN.js";
export {
  lockPathFor,
  protocolPathProblem,
  readIfExists,
  readProtocolFile,
  requireProtocolPath,
  withLock,
  writeFileAtomic,
  writeProtocolFile
};
