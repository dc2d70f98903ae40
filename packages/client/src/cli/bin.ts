#!/usr/bin/env node
// The package's `content-store` command (package.json's bin): `npx content-store pull|push|status …`.
import { runCli } from './main.js'

process.exitCode = await runCli(process.argv.slice(2))
