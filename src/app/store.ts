import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@shared/api/api';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Builds a store; tests pass a preloaded state. `devChecks: false` (the client tests) leaves out
 * Redux Toolkit's development checks, which walk the whole state after every action looking for
 * mutations and non-serialisable values: the state is RTK Query's cache alone, written only by
 * RTK Query, and the checks cost the tests CPU time on every request (docs/TESTING.md).
 */
export function makeStore(preloadedState?: Partial<RootState>, { devChecks = true } = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ immutableCheck: devChecks, serializableCheck: devChecks }).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
