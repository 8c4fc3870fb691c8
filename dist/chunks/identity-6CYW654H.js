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
} from "./chunk-OZS6RTDT.js";
import "./chunk-SOWN6PH7.js";
import "./chunk-RHE6JALN.js";
import "./chunk-H2I6UNX5.js";
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
