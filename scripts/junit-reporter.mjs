// A Jest reporter writing one JUnit XML file per project (reports/junit-<project>.xml), so
// CI systems show client, server, server-pg and e2e as suites of their own. jest-junit
// writes the XML (and counts from the files it is given); this only splits the results.
import JestJUnit from 'jest-junit';

const projectOf = (result) => result.displayName?.name ?? 'tests';

export default class JUnitPerProject {
  constructor(globalConfig, options = {}) {
    this.globalConfig = globalConfig;
    this.options = options;
    this.writers = new Map();
  }

  writer(project) {
    if (!this.writers.has(project)) {
      this.writers.set(project, new JestJUnit(this.globalConfig, { ...this.options, outputName: `junit-${project}.xml` }));
    }
    return this.writers.get(project);
  }

  // jest-junit keeps each file's console output for its <system-out>.
  onTestResult(test, testResult, aggregated) {
    // Jest's own runner names the project on each result; jest-light-runner (the server
    // projects) does not, and a path alone cannot tell server from server-pg.
    testResult.displayName ??= test.context.config.displayName;
    this.writer(projectOf(testResult)).onTestResult(test, testResult, aggregated);
  }

  async onRunComplete(contexts, results) {
    const byProject = new Map();
    for (const result of results.testResults) byProject.set(projectOf(result), [...(byProject.get(projectOf(result)) ?? []), result]);
    for (const [project, testResults] of byProject) await this.writer(project).onRunComplete(contexts, { ...results, testResults });
  }
}
