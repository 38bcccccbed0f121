/** The day grid's module as the rest of the code sees it (the benchmark reads its statement's plan). */
export { scheduleRoutes } from './routes';
export { scheduleSql } from './repository';
export { scheduleWindow } from './window';
