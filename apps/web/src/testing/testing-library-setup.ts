import { configure } from '@testing-library/react';

// A screen's lazily loaded chunk and its first IndexedDB reads take longer than testing-library's
// default second when the shared 2-core machine runs every project at once; `findBy…` and
// `waitFor` wait up to 5 s. What they assert does not change.
configure({ asyncUtilTimeout: 5_000 });
