fn main() {
    println!("nanuk");
}
