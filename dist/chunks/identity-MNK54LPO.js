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
} from "./chunk-Z7LYEFBJ.js";
import "./chunk-FSHVF4JA.js";
import "./chunk-RMSHSEWT.js";
import "./chunk-KBTD6OVN.js";
import "./chunk-CNCUSDCJ.js";
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
