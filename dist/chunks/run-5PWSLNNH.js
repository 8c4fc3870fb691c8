import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  fail,
  runCommand
} from "./chunk-ZTRF23LY.js";
import "./chunk-SOISCQTY.js";
export {
  fail,
  runCommand
};
