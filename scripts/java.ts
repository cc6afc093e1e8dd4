import { existsSync } from 'node:fs';
import path from 'node:path';

/** The Nu Html Checker (the W3C's HTML validator) that the `vnu-jar` package brings. */
export const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

/** A Java runtime for the Nu Html Checker: `JAVA`, else Debian's (`default-jre-headless`); undefined when none. */
export function findJava(): string | undefined {
  return [process.env.JAVA, '/usr/bin/java'].find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
}

/**
 * A short run's JVM: the quick compiler only and the simplest collector (half the CPU of Java's defaults for the
 * checker's few seconds), and the deeper thread stack the checker's schema needs then.
 */
export const VNU_JAVA_OPTIONS = ['-Xss8m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1'];
