import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  agentForEmail,
  agentForSignature,
  allowedSigners,
  commitActor,
  dispatcherLacks,
  resolveActor,
  wantsSignatures
} from "./chunk-HJTKDU3X.js";
import "./chunk-JJIFUDFS.js";
import "./chunk-HTEZ4XUI.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-GTPCD622.js";
import "./chunk-MTBXZYAY.js";
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
