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
} from "./chunk-J766NP5B.js";
import "./chunk-633LOMZY.js";
import "./chunk-AKETTWE2.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-EL3CTBVU.js";
import "./chunk-SAUV6JHN.js";
import "./chunk-GTPCD622.js";
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
