import { addEventHandler } from 'jest-circus';
import { limitDeclared } from '../time-limit';

// setupFilesAfterEnv of the server projects: Jest's time limits under jest-light-runner (../time-limit.ts).
addEventHandler(limitDeclared);
