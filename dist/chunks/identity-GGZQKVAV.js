import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  agentForEmail,
  agentForSignature,
  allowedSigners,
  commitActor,
  dispatcherLacks,
  resolveActor,
  wantsSignatures
} from "./chunk-VHJVPWRW.js";
import "./chunk-6BX353RH.js";
import "./chunk-U2YL4YXF.js";
import "./chunk-GTPCD622.js";
import "./chunk-25SVDEOQ.js";
import "./chunk-WRAA7HSL.js";
import "./chunk-UPXTJPQD.js";
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
