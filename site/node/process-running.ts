/** Whether a process runs under `pid`: what tells a folder or file a killed process left from one still being written. */
export function isRunning(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user runs under that number.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
