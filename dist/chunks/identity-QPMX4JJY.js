import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  agentForEmail,
  agentForSignature,
  allowedSigners,
  commitActor,
  dispatcherLacks,
  resolveActor,
  wantsSignatures
} from "./chunk-T7MN7Z7H.js";
import "./chunk-6BX353RH.js";
import "./chunk-KWRSWJOR.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-GTPCD622.js";
import "./chunk-OZWJXZ6M.js";
import "./chunk-5IDJGKSO.js";
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
