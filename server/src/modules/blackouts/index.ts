/** The blackouts (closures) module as other modules see it. */
export { takesRoom } from './closed';
