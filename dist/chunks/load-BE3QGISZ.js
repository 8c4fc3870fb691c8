import {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig
} from "./chunk-JUB7LQQ7.js";
import "./chunk-IVOMWZO7.js";
import "./chunk-Y6SIZAA5.js";
import "./chunk-HUD7R4V5.js";
import "./chunk-ZU35ZJCP.js";
import "./chunk-XODWWIKJ.js";
export {
  CODE_PLACES,
  DATA_PLACES,
  configFromText,
  findRoot,
  loadConfig
};
