// Reads the JUnit files of a test run (reports/ by default) and prints, per project, the
// number of files and the sum of their times, then the slowest files and tests:
//   node scripts/junit-summary.mjs [reports] [--markdown]
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'reports';
const markdown = process.argv.includes('--markdown');
const attr = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1] ?? '';

const files = [];
const tests = [];
for (const name of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /^junit-.*\.xml$/.test(f)) : []) {
  const project = name.slice('junit-'.length, -'.xml'.length);
  const xml = fs.readFileSync(path.join(dir, name), 'utf8');
  for (const suite of xml.split('<testsuite ').slice(1)) {
    const head = suite.slice(0, suite.indexOf('>'));
    files.push({
      project,
      file: attr(head, 'name').replace(`${project} `, ''),
      seconds: Number(attr(head, 'time')),
      failures: Number(attr(head, 'failures')),
    });
    for (const tc of suite.split('<testcase ').slice(1)) tests.push({ project, name: attr(tc, 'name'), seconds: Number(attr(tc, 'time')) });
  }
}

const projects = [...new Set(files.map((f) => f.project))].map((project) => {
  const own = files.filter((f) => f.project === project);
  return { project, files: own.length, seconds: own.reduce((s, f) => s + f.seconds, 0), failed: own.filter((f) => f.failures).length };
});
const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
const slowTests = [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, 5);

if (markdown) {
  console.log(projects.map((p) => `${p.project} ${p.seconds.toFixed(0)} s/${p.files} files`).join(', '));
  console.log(slowest.map((f) => `${f.project} ${f.file} ${f.seconds.toFixed(1)} s`).join('; '));
} else {
  console.log('project      files  sum of file times  failed files');
  for (const p of projects)
    console.log(`${p.project.padEnd(12)} ${String(p.files).padStart(5)}  ${p.seconds.toFixed(1).padStart(15)} s  ${p.failed}`);
  console.log('\nslowest files:');
  for (const f of slowest) console.log(`${f.seconds.toFixed(1).padStart(7)} s  ${f.project.padEnd(10)} ${f.file}`);
  console.log('\nslowest tests:');
  for (const t of slowTests) console.log(`${t.seconds.toFixed(1).padStart(7)} s  ${t.project.padEnd(10)} ${t.name}`);
}
