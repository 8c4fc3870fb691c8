import {
  agentForEmail,
  commitActor,
  resolveActor
} from "./chunk-BZQPV4H2.js";
import "./chunk-YE5B2ZP3.js";
import "./chunk-Y6SIZAA5.js";
import "./chunk-HUD7R4V5.js";
import "./chunk-ZU35ZJCP.js";
import "./chunk-XODWWIKJ.js";
export {
  agentForEmail,
  commitActor,
  resolveActor
};
