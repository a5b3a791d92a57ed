import * as migration_20261123_060516_initial from './20261123_060516_initial';

export const migrations = [
  {
    up: migration_20261123_060516_initial.up,
    down: migration_20261123_060516_initial.down,
    name: '20261123_060516_initial'
  },
];
