// `npm run storage:copy-to-s3`: copies DATA_DIR/uploads into the bucket named by the S3_* variables,
// before an install switches from local disk to S3 (docs/deployment.md). Safe to run again.
import { loadConfig } from '../config';
import { copyUploadsToS3 } from '../lib/storage-copy';

async function main() {
  const config = loadConfig();
  if (!config.s3) {
    console.error(
      'Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as needed).',
    );
    process.exit(2);
  }
  console.log(`Copying ${config.uploadsDir} to the bucket ${config.s3.bucket} ...`);
  let done = 0;
  const report = await copyUploadsToS3(config.uploadsDir, config.s3, {
    onFile: () => {
      if (++done % 1000 === 0) console.log(`  ${done} files`);
    },
  });
  for (const file of report.ignored) console.log(`  not a stored file, left out: ${file}`);
  const megabytes = (report.bytes / 1024 / 1024).toFixed(1);
  console.log(
    `Done: ${report.copied} files copied (${megabytes} MB), ${report.skipped} already in the bucket.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
