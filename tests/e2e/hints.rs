//! `/nanuk hint` through Discord: allowed from the lobby, answered
//! privately to the player whose turn it is.

use crate::support::words::{en, says, says_with};
use serde_json::json;

use crate::harness::Table;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_player_to_act_gets_the_strong_ais_advice_privately() {
    let t = Table::new(5).await;
    let lobby = t.open_lobby(&[("hints", json!(true))]).await;
    assert!(lobby.contains(&en("lobby-hints")), "{}", lobby.text());
    t.fill_and_start(&lobby, 0).await;

    let asker = t.first_boast_prompt().await.0;
    let answer =
        t.d.slash(asker, t.channel, "nanuk hint", &[])
            .await
            .reply()
            .await;
    assert!(answer.ephemeral(), "only the asker sees the hint");
    assert!(
        says(&answer.text(), "hint-would")
            && ["boast", "standing", "hunt"].iter().any(|about| {
                says_with(&answer.text(), "hint-chance", &[("about", (*about).into())])
            }),
        "{}",
        answer.text()
    );

    let idle = *t.players.iter().find(|&&p| p != asker).unwrap();
    let refused =
        t.d.slash(idle, t.channel, "nanuk hint", &[])
            .await
            .reply()
            .await;
    assert!(refused.ephemeral());
    assert!(
        refused.text() == en("refusal-nothing-to-hint"),
        "{}",
        refused.text()
    );
    t.d.assert_no_violations().await;
}
