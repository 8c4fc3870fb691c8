import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  existsNoFollow,
  linkLeadingOut,
  lockPathFor,
  protocolPathProblem,
  readIfExists,
  readProtocolFile,
  requireProtocolPath,
  withLock,
  writeFileAtomic,
  writeProtocolFile
} from "./chunk-Y7RBW4TX.js";
import "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";
export {
  existsNoFollow,
  linkLeadingOut,
  lockPathFor,
  protocolPathProblem,
  readIfExists,
  readProtocolFile,
  requireProtocolPath,
  withLock,
  writeFileAtomic,
  writeProtocolFile
};
