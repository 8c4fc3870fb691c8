import {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource,
  ruleSetting,
  sortMessages,
  toResult
} from "./chunk-PWQNJXFY.js";
import "./chunk-IVOMWZO7.js";
import "./chunk-Y6SIZAA5.js";
import "./chunk-HUD7R4V5.js";
import "./chunk-ZU35ZJCP.js";
import "./chunk-XODWWIKJ.js";
export {
  checkChange,
  lintBytes,
  lintDoc,
  lintSource,
  ruleSetting,
  sortMessages,
  toResult
};
