export interface SpaceTarget {
  spaceId?: string;
  environmentId: string;
  managementToken?: string;
  host?: string;
  uploadHost?: string;
}

export function readTarget(
  env: Record<string, string | undefined>,
  options?: { dryRun?: boolean },
): { target: SpaceTarget; problems: string[] };
