import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  agentForEmail,
  agentForSignature,
  allowedSigners,
  commitActor,
  dispatcherLacks,
  resolveActor,
  wantsSignatures
} from "./chunk-6DBV6SLP.js";
import "./chunk-5I7JEEUP.js";
import "./chunk-6GKZQ37G.js";
import "./chunk-GTPCD622.js";
import "./chunk-RYCIACT3.js";
import "./chunk-2HPXCYIZ.js";
import "./chunk-VVYYWWMR.js";
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
