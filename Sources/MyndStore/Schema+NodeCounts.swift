import GRDB

extension Schema {
    /// v14: what ranks a goal, kept on its row: its degrees, its open next actions and its
    /// open blockers. A refresh with thousands of stale goals spent half its time counting
    /// them per goal, four index walks each (BENCHMARKS.md); now it reads them with the goal.
    ///
    /// Triggers keep the counts, so every writer — mynd's store, the import, a person with
    /// `sqlite3` — keeps them true without knowing they exist. Degrees move by one with each
    /// edge. The open counts are counted again from the rows whenever an edge of their type
    /// comes, goes or moves, or a node is completed or reopened: a recount holds however a
    /// delete cascades (SQLite removes a node's row before its edges, so a trigger on an edge
    /// can no longer see whether the node it pointed at was open).
    static func registerNodeCounts(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v14-node-counts") { db in
            /// Open actions of the goal `id` names (`NEW.sourceId`, `node.id`, …).
            func openActions(_ id: String) -> String {
                """
                (SELECT count(*) FROM edge e JOIN node n ON n.id = e.targetId
                 WHERE e.sourceId = \(id) AND e.type = 'hasAction' AND n.completedAt IS NULL)
                """
            }
            /// Open nodes that block the node `id` names.
            func openBlockers(_ id: String) -> String {
                """
                (SELECT count(*) FROM edge e JOIN node n ON n.id = e.sourceId
                 WHERE e.targetId = \(id) AND e.type = 'blocks' AND n.completedAt IS NULL)
                """
            }
            /// The statements that count again around an edge (`NEW` or `OLD`).
            func recount(_ edge: String) -> String {
                """
                UPDATE node SET openActions = \(openActions("node.id"))
                    WHERE \(edge).type = 'hasAction' AND id = \(edge).sourceId;
                UPDATE node SET openBlockers = \(openBlockers("node.id"))
                    WHERE \(edge).type = 'blocks' AND id = \(edge).targetId;
                """
            }
            try db.execute(
                sql: """
                    ALTER TABLE node ADD COLUMN inDegree INTEGER NOT NULL DEFAULT 0;
                    ALTER TABLE node ADD COLUMN outDegree INTEGER NOT NULL DEFAULT 0;
                    ALTER TABLE node ADD COLUMN openActions INTEGER NOT NULL DEFAULT 0;
                    ALTER TABLE node ADD COLUMN openBlockers INTEGER NOT NULL DEFAULT 0;
                    UPDATE node SET
                        inDegree = (SELECT count(*) FROM edge WHERE targetId = node.id),
                        outDegree = (SELECT count(*) FROM edge WHERE sourceId = node.id),
                        openActions = \(openActions("node.id")),
                        openBlockers = \(openBlockers("node.id"));

                    CREATE TRIGGER edge_added AFTER INSERT ON edge BEGIN
                        UPDATE node SET outDegree = outDegree + 1 WHERE id = NEW.sourceId;
                        UPDATE node SET inDegree = inDegree + 1 WHERE id = NEW.targetId;
                        \(recount("NEW"))
                    END;
                    CREATE TRIGGER edge_removed AFTER DELETE ON edge BEGIN
                        UPDATE node SET outDegree = outDegree - 1 WHERE id = OLD.sourceId;
                        UPDATE node SET inDegree = inDegree - 1 WHERE id = OLD.targetId;
                        \(recount("OLD"))
                    END;
                    -- The import updates an edge of the same id in place, mostly to what it was.
                    CREATE TRIGGER edge_changed AFTER UPDATE OF type, sourceId, targetId ON edge
                    WHEN OLD.type <> NEW.type OR OLD.sourceId <> NEW.sourceId OR OLD.targetId <> NEW.targetId BEGIN
                        UPDATE node SET outDegree = outDegree - 1 WHERE id = OLD.sourceId;
                        UPDATE node SET inDegree = inDegree - 1 WHERE id = OLD.targetId;
                        UPDATE node SET outDegree = outDegree + 1 WHERE id = NEW.sourceId;
                        UPDATE node SET inDegree = inDegree + 1 WHERE id = NEW.targetId;
                        \(recount("OLD"))
                        \(recount("NEW"))
                    END;
                    CREATE TRIGGER node_completed AFTER UPDATE OF completedAt ON node
                    WHEN (OLD.completedAt IS NULL) <> (NEW.completedAt IS NULL) BEGIN
                        UPDATE node SET openActions = \(openActions("node.id"))
                            WHERE id IN (SELECT sourceId FROM edge WHERE targetId = NEW.id AND type = 'hasAction');
                        UPDATE node SET openBlockers = \(openBlockers("node.id"))
                            WHERE id IN (SELECT targetId FROM edge WHERE sourceId = NEW.id AND type = 'blocks');
                    END;
                    """)
        }
    }
}
