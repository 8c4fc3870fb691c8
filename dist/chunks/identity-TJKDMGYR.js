import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  agentForEmail,
  agentForSignature,
  allowedSigners,
  commitActor,
  dispatcherLacks,
  resolveActor,
  wantsSignatures
} from "./chunk-4GV5CE7A.js";
import "./chunk-5I7JEEUP.js";
import "./chunk-52BWUM5P.js";
import "./chunk-L3JUMNOF.js";
import "./chunk-OBKVNHAI.js";
import "./chunk-RYCIACT3.js";
import "./chunk-2HPXCYIZ.js";
import "./chunk-7XZO6OSN.js";
export {
  agentForEmail,
  agentForSignature,
  allowedSigners,
  commitActor,
  dispatcherLacks,
  resolveActor,
  wantsSignatures
};
