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
} from "./chunk-IHY4LGPY.js";
import "./chunk-LY3ZYHUJ.js";
import "./chunk-AKETTWE2.js";
import "./chunk-ZNA3TGIR.js";
import "./chunk-U3QJ443F.js";
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
