#!/usr/bin/env node
/**
 * Adds the lock entries npm leaves out when the registry it talks to serves only this
 * platform's native binaries (this project's build machines: Linux packages only, the
 * others answer 404). Without them `npm ci` refuses the lock ("Missing: @swc/core-darwin-arm64@
 * from lock file"). Each added entry names the version its parent pins and the os/cpu/libc
 * the package name spells, so npm skips it on other platforms without fetching it; there
 * is no integrity hash because the registry here cannot give one.
 * Run after `npm install` changes the lock: `node scripts/lock-platform-binaries.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const lockPath = fileURLToPath(new URL('../package-lock.json', import.meta.url));
const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'loong64', 'riscv64', 'mips64el'];
const LIBC = { gnu: 'glibc', gnueabihf: 'glibc', musl: 'musl', musleabihf: 'musl' };

/** `…-linux-arm-gnueabihf` → { os: linux, cpu: arm, libc: glibc }; null when the name says no platform. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  for (let i = 0; i < parts.length - 1; i += 1) {
    if (OS.includes(parts[i]) && CPU.includes(parts[i + 1])) {
      const libc = LIBC[parts[i + 2]];
      return { os: parts[i], cpu: parts[i + 1], ...(libc ? { libc } : {}) };
    }
  }
  return null;
}

const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const added = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `${path ? `${path}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[key] || lock.packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    lock.packages[hoisted] = {
      version,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      os: [platform.os],
    };
    added.push(`${name}@${version}`);
  }
}
// npm writes the packages map sorted by path; keep that so its next write is a small diff.
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length} platform entries:\n  ${added.join('\n  ')}` : 'lock already complete');
