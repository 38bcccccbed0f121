import { File as NodeFile } from 'node:buffer';

/**
 * A file as a user would choose it. Node's File, not jsdom's: the tests' fetch is Node's
 * (jest-fixed-jsdom), which sends a Node Blob's bytes but turns jsdom's File into the text
 * "[object File]". A browser's File is both.
 */
export function fileOf(name: string, text: string, type = 'text/csv'): File {
  return new NodeFile([text], name, { type }) as unknown as File;
}
