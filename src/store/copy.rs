//! Moving a SQLite database into PostgreSQL (`nanuk migrate-db`): every
//! table's rows, ids kept, in one transaction on the target, then the
//! target's id generators set past the copied ids.
//!
//! The columns come from the target's schema (both stores were migrated by
//! this binary when they opened, so both have the same tables and
//! columns); a table this module does not know stops the copy instead of
//! being left behind.

use super::{Backend, Store, StoreError};
use sqlx::{Postgres, QueryBuilder, Row};
use std::collections::BTreeSet;

/// Every table, in foreign-key order (the others refer to `games` only).
pub const TABLES: &[&str] = &[
    "games",
    "seats",
    "actions",
    "outbox",
    "messages",
    "deadlines",
    "followers",
    "ratings",
    "rated_games",
    "rating_seasons",
    "season_ratings",
    "outbox_claims",
    "dm_channels",
    "server_settings",
    "away",
    "languages",
    "reminders_sent",
];

/// Tables whose `id` PostgreSQL generates (identity columns).
const GENERATED_IDS: &[&str] = &["games", "outbox"];

/// Rows per `INSERT` (PostgreSQL takes at most 65,535 parameters).
const BATCH: usize = 1000;

/// Rows copied per table, in [`TABLES`]' order.
pub type Copied = Vec<(&'static str, u64)>;

#[derive(Clone, Copy, Debug)]
enum Kind {
    Int,
    Real,
    Text,
    Bool,
}

enum Value {
    Int(Option<i64>),
    Real(Option<f64>),
    Text(Option<String>),
    Bool(Option<bool>),
}

impl Store {
    /// Copies every row of this SQLite store into `target`, a PostgreSQL
    /// store that holds no games yet. Nothing is written to the target
    /// unless everything is: one transaction. Refusals (wrong backends, a
    /// target with games) are [`StoreError::Unusable`] sentences.
    pub async fn copy_into(&self, target: &Store) -> Result<Copied, StoreError> {
        let (Backend::Sqlite(source), Backend::Postgres(target)) = (&self.backend, &target.backend)
        else {
            return Err(StoreError::Unusable(
                "migrate-db copies a SQLite database into PostgreSQL: give --from sqlite://... and --to postgres://..."
                    .to_string(),
            ));
        };
        // One read transaction: a snapshot of the whole source.
        let mut read = source.read.begin().await?;
        let mut write = target.write.begin().await?;
        let source_tables: Vec<String> = sqlx::query_scalar(
            "SELECT name FROM sqlite_master WHERE type = 'table' \
             AND name NOT LIKE 'sqlite_%' AND name <> '_sqlx_migrations'",
        )
        .fetch_all(&mut *read)
        .await?;
        let target_tables: Vec<String> = sqlx::query_scalar(
            "SELECT table_name::TEXT FROM information_schema.tables \
             WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' \
             AND table_name <> '_sqlx_migrations'",
        )
        .fetch_all(&mut *write)
        .await?;
        check_tables(&source_tables)?;
        check_tables(&target_tables)?;

        let games: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games")
            .fetch_one(&mut *write)
            .await?;
        if games > 0 {
            return Err(StoreError::Unusable(format!(
                "The target database already holds {games} game{}: migrate-db copies only into a database without games (it never merges or overwrites), so give it a new, empty PostgreSQL database.",
                if games == 1 { "" } else { "s" }
            )));
        }

        let mut copied = Copied::new();
        for &table in TABLES {
            let columns = columns_of(&mut write, table).await?;
            let n = copy_table(&mut read, &mut write, table, &columns).await?;
            copied.push((table, n));
        }
        // New rows must get ids past the copied ones.
        for table in GENERATED_IDS {
            sqlx::query(&format!(
                "SELECT setval(pg_get_serial_sequence('{table}', 'id'), \
                 COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
            ))
            .execute(&mut *write)
            .await?;
        }
        write.commit().await?;
        read.rollback().await?;
        Ok(copied)
    }
}

/// The database's tables are exactly [`TABLES`].
fn check_tables(found: &[String]) -> Result<(), StoreError> {
    let found: BTreeSet<&str> = found.iter().map(String::as_str).collect();
    let known: BTreeSet<&str> = TABLES.iter().copied().collect();
    match found.symmetric_difference(&known).next() {
        None => Ok(()),
        Some(table) => Err(StoreError::Corrupt(format!(
            "table {table} is not in migrate-db's list of tables (src/store/copy.rs)"
        ))),
    }
}

/// The target's columns of `table`, in order, with what they hold.
async fn columns_of(
    tx: &mut sqlx::Transaction<'_, Postgres>,
    table: &str,
) -> Result<Vec<(String, Kind)>, StoreError> {
    let rows: Vec<(String, String)> = sqlx::query_as(
        "SELECT column_name::TEXT, data_type::TEXT FROM information_schema.columns \
         WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position",
    )
    .bind(table)
    .fetch_all(&mut **tx)
    .await?;
    rows.into_iter()
        .map(|(name, ty)| {
            let kind = match ty.as_str() {
                "bigint" => Kind::Int,
                "double precision" => Kind::Real,
                "text" => Kind::Text,
                "boolean" => Kind::Bool,
                other => {
                    return Err(StoreError::Corrupt(format!(
                        "column {table}.{name} has a type migrate-db does not copy: {other}"
                    )));
                }
            };
            Ok((name, kind))
        })
        .collect()
}

async fn copy_table(
    read: &mut sqlx::Transaction<'_, sqlx::Sqlite>,
    write: &mut sqlx::Transaction<'_, Postgres>,
    table: &str,
    columns: &[(String, Kind)],
) -> Result<u64, StoreError> {
    let names = columns
        .iter()
        .map(|(name, _)| name.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    // Pages in rowid order (every table has a rowid on SQLite).
    let select =
        format!("SELECT rowid, {names} FROM {table} WHERE rowid > $1 ORDER BY rowid LIMIT {BATCH}");
    let mut after = i64::MIN;
    let mut copied = 0;
    loop {
        let rows = sqlx::query(&select)
            .bind(after)
            .fetch_all(&mut **read)
            .await?;
        let Some(last) = rows.last() else { break };
        after = last.try_get(0)?;
        let mut batch: Vec<Vec<Value>> = Vec::with_capacity(rows.len());
        for row in &rows {
            let mut values = Vec::with_capacity(columns.len());
            for (i, (_, kind)) in columns.iter().enumerate() {
                values.push(match kind {
                    Kind::Int => Value::Int(row.try_get(i + 1)?),
                    Kind::Real => Value::Real(row.try_get(i + 1)?),
                    Kind::Text => Value::Text(row.try_get(i + 1)?),
                    Kind::Bool => Value::Bool(row.try_get(i + 1)?),
                });
            }
            batch.push(values);
        }
        copied += insert(write, table, &names, batch).await?;
    }
    Ok(copied)
}

async fn insert(
    write: &mut sqlx::Transaction<'_, Postgres>,
    table: &str,
    names: &str,
    batch: Vec<Vec<Value>>,
) -> Result<u64, StoreError> {
    let mut query = QueryBuilder::<Postgres>::new(format!("INSERT INTO {table} ({names}) "));
    query.push_values(batch, |mut row, values| {
        for value in values {
            match value {
                Value::Int(v) => row.push_bind(v),
                Value::Real(v) => row.push_bind(v),
                Value::Text(v) => row.push_bind(v),
                Value::Bool(v) => row.push_bind(v),
            };
        }
    });
    Ok(query.build().execute(&mut **write).await?.rows_affected())
}
