// One chunk for what a set of lazy modules import, loaded together. Left alone, Rolldown splits
// their imports along every lazy page that shares one of them: the first load of /top waited on
// some 25 chunks of 1–2 kB, six at a time over HTTP/1.1.

/**
 * A Rolldown code-splitting group with the plugin that feeds it: the static imports of `roots`
 * (their own modules aside, which stay the chunks the router loads by name) that are not in the
 * first load of `entry`, less whatever `excludedRoots` import, so that those never load this chunk. A group takes its modules' imports along, so a module that imports one of
 * the excluded is left out as well.
 */
interface ImportsChunkOptions {
  name: string;
  /** The app's entry module, whose first load is a chunk of its own already. */
  entry: string;
  roots: string[];
  excludedRoots?: string[];
}

export function importsChunk({ name, entry, roots, excludedRoots = [] }: ImportsChunkOptions) {
  const staticImports = new Map<string, readonly string[]>();
  let members: Set<string> | undefined;

  const closureOf = (starts: readonly string[]) => {
    const seen = new Set<string>();
    const pending = [...starts];
    while (pending.length > 0) {
      const id = pending.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      pending.push(...(staticImports.get(id) ?? []));
    }
    return seen;
  };

  const computeMembers = () => {
    for (const root of [entry, ...roots, ...excludedRoots]) {
      if (!staticImports.has(root)) throw new Error(`${root} is not in the build: update the roots of chunk ${name}`);
    }
    const firstLoad = closureOf([entry]);
    const lazyClosureOf = (starts: readonly string[]) => [...closureOf(starts)].filter((id) => !firstLoad.has(id));
    const excluded = new Set(lazyClosureOf(excludedRoots));
    return new Set(
      lazyClosureOf(roots).filter(
        (id) => !roots.includes(id) && lazyClosureOf([id]).every((imported) => !excluded.has(imported)),
      ),
    );
  };

  return {
    plugin: {
      name: `imports-chunk-${name}`,
      moduleParsed(info: { id: string; importedIds: readonly string[] }) {
        staticImports.set(info.id, info.importedIds);
      },
    },
    group: {
      name,
      test: (id: string) => {
        members ??= computeMembers();
        return members.has(id);
      },
    },
  };
}
