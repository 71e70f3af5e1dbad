package org.fairscore.prep.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.apache.spark.ml.linalg.Vector;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.model.RejectReason;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

@ExtendWith(LocalSpark.class)
class TextPrepJobTest {
    private final SparkSession spark;

    TextPrepJobTest(SparkSession spark) {
        this.spark = spark;
    }

    private static TextConfig config(Path input, String format, long seed) {
        var prep = new PrepConfig(List.of(input.toString()), null, format, ReviewWriter.ID_COL, ReviewWriter.LABEL_COL,
                List.of(ReviewWriter.GROUP_COL), null, null, 0.0);
        return new TextConfig(prep, ReviewWriter.TEXT_COL, TextEmbedding.WORD2VEC, 16, 1, 5, 2, false, 64, seed, null,
                null);
    }

    @Test
    void badReviewsAreCitedByFileRowAndColumn(@TempDir Path dir) throws Exception {
        var csv = dir.resolve("reviews.csv");
        Files.writeString(csv, String.join("\n",
                "review_id,company,gender,review",
                "r1,acme,F,\"Good pay, nice team\"",
                "r2,acme,M,",
                "r3,globex,,\"fine, really\"",
                "r1,globex,M,\"good team\"",
                ",acme,F,\"no id here\"",
                "r6,acme,F,\"   \"",
                "r7,globex,M,\"nice pay\"") + "\n");
        var e = assertThrows(InvalidInputException.class, () -> TextPrepJob.prepare(spark, config(csv, null, 1)));
        String file = csv.toString();
        var expected = List.of(
                InvalidInputException.rowMessage(file, 2, "review", RejectReason.EMPTY_TEXT.description()),
                InvalidInputException.rowMessage(file, 3, "gender", RejectReason.MISSING_ATTRIBUTE.description()),
                InvalidInputException.rowMessage(file, 4, "review_id", RejectReason.DUPLICATE_ID.description()),
                InvalidInputException.rowMessage(file, 5, "review_id", RejectReason.MISSING_ID.description()),
                InvalidInputException.rowMessage(file, 6, "review", RejectReason.EMPTY_TEXT.description()));
        int at = -1;
        for (var line : expected) {
            int i = e.getMessage().indexOf(line);
            assertTrue(i > at, "missing or out of order: " + line + "\nin:\n" + e.getMessage());
            at = i;
        }
        assertFalse(e.getMessage().contains("data row 1,"), e.getMessage());
        assertFalse(e.getMessage().contains("data row 7,"), e.getMessage());
    }

    @Test
    void csvReviewsMayHoldQuotedLineBreaksAndBadRecordsAreCitedByRecordNumber(@TempDir Path dir) throws Exception {
        var csv = dir.resolve("multiline.csv");
        var bytes = new java.io.ByteArrayOutputStream();
        bytes.writeBytes(("review_id,company,gender,review\r\n"
                + "r1,acme,F,\"Good pay,\nnice team\"\r\n"
                + "r2,acme,M,\"said \"\"fine\"\"\r\nthen left\"\r\n"
                + "r3,globex,M,good,team\r\n"
                + "r4,globex,F,\"nice pay\"\r\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
        bytes.writeBytes("r5,globex,M,caf\u00e9 team\r\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        Files.write(csv, bytes.toByteArray());

        var reviews = TextReader.read(spark, config(csv, null, 1)).rows().orderBy(TextColumns.ROW).collectAsList();
        var e = assertThrows(InvalidInputException.class, () -> TextPrepJob.prepare(spark, config(csv, null, 1)));

        assertEquals(List.of("1 r1 Good pay,\nnice team", "2 r2 said \"fine\"\r\nthen left", "3 null null",
                "4 r4 nice pay", "5 null null"), reviews.stream().map(r -> r.getAs(TextColumns.ROW) + " "
                        + r.getAs(TextColumns.ID) + " " + r.getAs(TextColumns.TEXT)).toList());
        String file = csv.toString();
        assertTrue(e.getMessage().contains(InvalidInputException.rowMessage(file, 3, "cell 5",
                RejectReason.MALFORMED_ROW.description() + " (5 cells, the header has 4")), e.getMessage());
        assertTrue(e.getMessage().contains(InvalidInputException.rowMessage(file, 5, "review",
                RejectReason.INVALID_UTF8.description() + " (byte 0xE9 at offset 3 of the cell")), e.getMessage());
        assertTrue(e.getMessage().startsWith("2 of 5 rows are invalid"), e.getMessage());
    }

    @Test
    void aMissingColumnNamesTheFile(@TempDir Path dir) throws Exception {
        var csv = dir.resolve("r.csv");
        Files.writeString(csv, "review_id,company,review\nr1,acme,hello\n");
        var e = assertThrows(InvalidInputException.class, () -> TextPrepJob.prepare(spark, config(csv, null, 1)));
        assertTrue(e.getMessage().startsWith(csv + ": no column 'gender'"), e.getMessage());
    }

    @Test
    void word2vecIsReproducibleWithASeedAndTheWrittenCorpusLoadsLikeAnyOther(@TempDir Path dir) throws Exception {
        var jsonl = dir.resolve("reviews.jsonl");
        ReviewWriter.write(jsonl, 200, 0.8, 5);
        var prepared = TextPrepJob.prepare(spark, config(jsonl, null, 2));
        var again = TextPrepJob.prepare(spark, config(jsonl, null, 2));
        assertEquals(wordVectors(prepared.model()), wordVectors(again.model()));
        assertEquals(embeddings(prepared), embeddings(again));
        var other = TextEmbedder.fit(TextReader.read(spark, config(jsonl, null, 4)).rows(), config(jsonl, null, 4));
        assertFalse(wordVectors(prepared.model()).equals(wordVectors(other)), "another seed must train another model");

        var out = dir.resolve("prepped").toString();
        TextPrepJob.write(prepared, out);
        var loaded = PrepJob.load(spark, out);
        assertEquals(200, loaded.samples().count());
        assertEquals(16, loaded.manifest().dimension());
        assertEquals(List.of("F", "M"), loaded.manifest().groups().stream().map(g -> g.name()).toList());
        assertEquals("json", loaded.manifest().inputs().get(0).format());
        assertEquals(200, loaded.manifest().inputs().get(0).rows());
        for (Row r : loaded.samples().select(CorpusColumns.EMBEDDING).collectAsList()) {
            List<Float> v = r.getList(0);
            double s = 0;
            for (float f : v) {
                s += f * f;
            }
            assertEquals(1.0, s, 1e-5);
        }
        assertTrue(TextModel.isText(spark, out));
        var w2v = TextModel.word2vec(TextModel.load(spark, out));
        var found = TextModel.vectors(w2v, List.of("Engineer", "she", "zzznotaword"));
        assertEquals(Set.of("Engineer", "she"), found.keySet());
        assertEquals(16, found.get("she").length);
        var info = TextInfo.fromJson(Files.readString(Path.of(out, TextModel.INFO)));
        assertEquals("word2vec", info.embedding());
        assertEquals(w2v.getVectors().count(), info.vocabulary());
        assertEquals(2L, info.seed());
    }

    @Test
    void tfidfIsProjectedOntoTheVectorSizeAndAReusedModelGivesTheSameVectors(@TempDir Path dir) {
        var csv = dir.resolve("reviews.csv");
        ReviewWriter.write(csv, 80, 0.8, 9);
        var cfg = config(csv, "csv", 1).withEmbedding(TextEmbedding.TFIDF, 8);
        var p = TextPrepJob.prepare(spark, cfg);
        assertEquals(8, p.corpus().manifest().dimension());
        assertNull(p.info().vocabulary());
        var out = dir.resolve("prepped").toString();
        TextPrepJob.write(p, out);
        var reused = TextPrepJob.prepare(spark, config(csv, "csv", 99).withModel(out));
        assertEquals(embeddings(p), embeddings(reused));
        assertNotNull(reused.info().model());
    }

    @Test
    void suppliedVectorsAreJoinedByIdAndAMissingOneIsARejectedRow(@TempDir Path dir) throws Exception {
        var csv = dir.resolve("reviews.csv");
        Files.writeString(csv, "review_id,company,gender,review\nr1,acme,F,good\nr2,acme,M,bad\nr3,globex,M,fine\n");
        var schema = new org.apache.spark.sql.types.StructType()
                .add("review_id", org.apache.spark.sql.types.DataTypes.StringType)
                .add("embedding", org.apache.spark.sql.types.DataTypes.createArrayType(
                        org.apache.spark.sql.types.DataTypes.DoubleType));
        var vectors = dir.resolve("vectors.parquet").toString();
        spark.createDataFrame(List.of(org.apache.spark.sql.RowFactory.create("r1", new double[] {3, 4}),
                org.apache.spark.sql.RowFactory.create("r3", new double[] {0, 2})), schema).write().parquet(vectors);
        var cfg = config(csv, null, 1).withVectors(vectors);
        var e = assertThrows(InvalidInputException.class, () -> TextPrepJob.prepare(spark, cfg));
        assertTrue(e.getMessage().contains(InvalidInputException.rowMessage(csv.toString(), 2, "embedding",
                RejectReason.MALFORMED_NUMBER.description() + " (missing embedding)")), e.getMessage());

        var p = TextPrepJob.prepare(spark, cfg.withPrep(cfg.prep().withMaxRejectFraction(0.5)));
        assertEquals(2, p.corpus().manifest().dimension());
        assertEquals(List.of("r1=[0.6, 0.8]", "r3=[0.0, 1.0]"), embeddings(p));
        assertEquals(1, p.corpus().manifest().rejected());
        assertNull(p.model());
        assertEquals("vectors", p.info().embedding());
    }

    private static List<String> wordVectors(org.apache.spark.ml.PipelineModel model) {
        var out = new ArrayList<String>();
        for (Row r : TextModel.word2vec(model).getVectors().collectAsList()) {
            out.add(r.getString(0) + "=" + java.util.Arrays.toString(((Vector) r.get(1)).toArray()));
        }
        out.sort(Comparator.naturalOrder());
        return out;
    }

    private static List<String> embeddings(TextPrepJob.TextPrepared p) {
        var out = new ArrayList<String>();
        for (Row r : p.corpus().samples().select(CorpusColumns.SAMPLE_ID, CorpusColumns.EMBEDDING).collectAsList()) {
            out.add(r.getString(0) + "=" + r.getList(1));
        }
        out.sort(Comparator.naturalOrder());
        return out;
    }
}
