import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  CliError,
  fileSystemError
} from "./chunk-GTPCD622.js";
import "./chunk-SOISCQTY.js";
export {
  CliError,
  fileSystemError
};
