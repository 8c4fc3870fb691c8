import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  PUSHER_ENV,
  agentForAttestation,
  agentForEmail,
  agentForSignature,
  allowedSigners,
  attestationLabel,
  commitActor,
  dispatcherLacks,
  parseAttestation,
  pusherFromEnv,
  resolveActor,
  wantsSignatures
} from "./chunk-OO2L2GLB.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-KPNLHSGK.js";
import "./chunk-AAWXTKHA.js";
import "./chunk-357LZD3P.js";
import "./chunk-O445MX7U.js";
import "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";
export {
  PUSHER_ENV,
  agentForAttestation,
  agentForEmail,
  agentForSignature,
  allowedSigners,
  attestationLabel,
  commitActor,
  dispatcherLacks,
  parseAttestation,
  pusherFromEnv,
  resolveActor,
  wantsSignatures
};
