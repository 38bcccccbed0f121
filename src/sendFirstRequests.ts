import { sendFirstRequests } from '@app/firstRequests';

// index.tsx imports this module before any other, so these requests leave before the rest of the app's code runs.
sendFirstRequests(window.location.pathname, window.location.search);
