import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);

// src/errors.ts
var CliError = class extends Error {
  exitCode;
  constructor(message, exitCode = 2) {
    super(message);
    this.name = "CliError";
    this.exitCode = exitCode;
  }
};

export {
  CliError
};
