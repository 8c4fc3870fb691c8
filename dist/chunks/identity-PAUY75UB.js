import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  agentForEmail,
  commitActor,
  resolveActor
} from "./chunk-5SZQWBRF.js";
import "./chunk-5I7JEEUP.js";
import "./chunk-OKURYWCG.js";
import "./chunk-L5OYBLGY.js";
import "./chunk-Z3BRSTKQ.js";
import "./chunk-UA5RHGZC.js";
import "./chunk-7XZO6OSN.js";
export {
  agentForEmail,
  commitActor,
  resolveActor
};
