// Runs before each client test file's imports.
import * as React from 'react';

/**
 * React's development build records an "owner stack" for every element it creates (a new
 * Error with ten captured frames and a console task), up to 10,000 a second, so that a
 * warning can say which component rendered which. In these tests that was about a tenth of
 * the client project's CPU time and much of its garbage. Its own cap is used to switch it
 * off: warnings still name the component, without the owner stack (REACT_OWNER_STACKS=1 keeps
 * it, for a test whose warning needs it).
 */
const internals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks?: number } | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (!process.env.REACT_OWNER_STACKS && internals && typeof internals.recentlyCreatedOwnerStacks === 'number') {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => 10_000, set: () => {}, configurable: true });
}
